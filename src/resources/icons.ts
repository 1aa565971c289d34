/**
 * Menu icons named by the schemas (x-resource.menu.icon), limited to the ones used so the bundle
 * carries 25 small icons rather than the whole set. A schema naming an icon missing here gets
 * the default one; icons.test.ts fails until it is added.
 */
import type { SvgIconComponent } from '@mui/icons-material'
import ViewList from '@mui/icons-material/ViewList'
import Build from '@mui/icons-material/Build'
import Campaign from '@mui/icons-material/Campaign'
import Category from '@mui/icons-material/Category'
import Celebration from '@mui/icons-material/Celebration'
import Checklist from '@mui/icons-material/Checklist'
import CurrencyExchange from '@mui/icons-material/CurrencyExchange'
import DirectionsWalk from '@mui/icons-material/DirectionsWalk'
import EventBusy from '@mui/icons-material/EventBusy'
import EventSeat from '@mui/icons-material/EventSeat'
import Face from '@mui/icons-material/Face'
import FreeBreakfast from '@mui/icons-material/FreeBreakfast'
import Groups from '@mui/icons-material/Groups'
import Hotel from '@mui/icons-material/Hotel'
import HourglassEmpty from '@mui/icons-material/HourglassEmpty'
import Interests from '@mui/icons-material/Interests'
import MeetingRoom from '@mui/icons-material/MeetingRoom'
import MenuBook from '@mui/icons-material/MenuBook'
import Person from '@mui/icons-material/Person'
import Place from '@mui/icons-material/Place'
import Restaurant from '@mui/icons-material/Restaurant'
import ShowChart from '@mui/icons-material/ShowChart'
import Speaker from '@mui/icons-material/Speaker'
import Style from '@mui/icons-material/Style'
import TableRestaurant from '@mui/icons-material/TableRestaurant'
import ViewColumn from '@mui/icons-material/ViewColumn'

export const menuIcons: Record<string, SvgIconComponent> = {
  Build, Campaign, Category, Celebration, Checklist, CurrencyExchange, DirectionsWalk, EventBusy, EventSeat, Face, FreeBreakfast, Groups, Hotel,
  HourglassEmpty, Interests, MeetingRoom, MenuBook, Person, Place, Restaurant, ShowChart, Speaker, Style, TableRestaurant, ViewColumn,
}

export const DefaultIcon = ViewList

export const iconOf = (name: string | undefined): SvgIconComponent => (name && menuIcons[name]) || DefaultIcon
