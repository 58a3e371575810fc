import UIKit

protocol MeteorShowersViewInput: AnyObject {
    func show(text: String)
}

final class MeteorShowersViewController: UIViewController, MeteorShowersViewInput {
    var presenter: MeteorShowersPresenter!
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        label.numberOfLines = 0
        label.textColor = .white
        label.frame = view.bounds.insetBy(dx: 20, dy: 20)
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(label)
        presenter.viewDidLoad()
    }

    func show(text: String) {
        label.text = text
    }
}

final class MeteorShowersPresenter {
    weak var view: MeteorShowersViewInput?

    func viewDidLoad() {
        view?.show(text: "Perseids peak in 3 days\nUp to 100 meteors an hour after midnight")
    }
}

enum MeteorShowersAssembly {
    static func assemble() -> UIViewController {
        let view = MeteorShowersViewController()
        let presenter = MeteorShowersPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
