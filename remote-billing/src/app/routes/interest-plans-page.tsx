import { InterestPlansPage } from '../../features/interest-plans/components/interest-plans-page';

export default InterestPlansPage;
