import UIKit

protocol CarDetailViewInput: AnyObject {
    func show(title: String, details: String)
}

final class CarDetailViewController: BaseViewController, CarDetailViewInput {

    var presenter: CarDetailViewOutput!
    private let detailsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        detailsLabel.numberOfLines = 0
        detailsLabel.frame = view.bounds.insetBy(dx: 20, dy: 140)
        view.addSubview(detailsLabel)
        presenter.viewDidLoad()
    }

    func show(title: String, details: String) {
        self.title = title
        detailsLabel.text = details
    }
}
