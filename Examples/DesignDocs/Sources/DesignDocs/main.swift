import Components
import SpecimenKit

await Specimen.main(components: [Switch.self, ProgressBar.self])
