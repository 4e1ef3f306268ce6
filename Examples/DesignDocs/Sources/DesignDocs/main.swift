import Components
import Pages
import SpecimenKit

await Specimen.main(components: [Switch.self, ProgressBar.self], pageTypes: [ReleasesPage.self])
