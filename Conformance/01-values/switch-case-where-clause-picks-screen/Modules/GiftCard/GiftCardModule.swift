import UIKit

final class GiftCardViewController: UIViewController {

    var presenter: GiftCardPresenter!
    private let previewLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Send a gift card"
        view.backgroundColor = .systemBackground
        previewLabel.textAlignment = .center
        previewLabel.frame = view.bounds.insetBy(dx: 40, dy: 200)
        previewLabel.text = presenter.designName
        view.addSubview(previewLabel)
    }
}

final class GiftCardPresenter {

    private let design: String

    init(design: String) {
        self.design = design
    }

    var designName: String {
        design.replacingOccurrences(of: "-", with: " ").capitalized
    }
}

enum GiftCardBuilder {

    static func build(design: String) -> UIViewController {
        let view = GiftCardViewController()
        view.presenter = GiftCardPresenter(design: design)
        return view
    }
}
