import Checks
import Components
import Outputs
import Pages
import SpecimenKit

await Specimen.main(components: [Switch.self, ProgressBar.self], pageTypes: [ReleasesPage.self],
                    checks: [ChangelogCheck.self], outputs: [ReleasesFeed.self])
