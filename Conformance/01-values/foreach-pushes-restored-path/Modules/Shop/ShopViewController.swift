import UIKit

final class ShopViewController: UICollectionViewController {
    var output: ShopPresenter?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trail & Summit"
        output?.viewDidLoad()
    }
}
