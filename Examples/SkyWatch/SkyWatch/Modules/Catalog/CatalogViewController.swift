import UIKit

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
