import UIKit

/// Shows the planets list or the deep-sky list, one at a time, under a segmented control.
final class CatalogViewController: SegmentedContainerViewController, CatalogViewInput {
    var output: CatalogViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        output?.viewDidLoad()
    }

    func showSections(_ titles: [String]) {
        title = titles.joined(separator: " · ")
    }
}
