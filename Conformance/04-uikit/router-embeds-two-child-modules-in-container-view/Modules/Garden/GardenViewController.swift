import UIKit

final class GardenViewController: UIViewController {

    var presenter: GardenPresenter!
    let containerView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My garden"
        view.backgroundColor = .systemGroupedBackground
        containerView.frame = view.bounds
        containerView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(containerView)
        presenter.viewDidLoad()
    }
}
