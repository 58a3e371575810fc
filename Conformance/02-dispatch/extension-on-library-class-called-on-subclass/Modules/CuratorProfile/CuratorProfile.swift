import UIKit

protocol CuratorProfileViewInput: AnyObject {
    func show(name: String, specialty: String)
}

final class CuratorProfileViewController: UIViewController, CuratorProfileViewInput {
    var output: CuratorProfilePresenter?
    private let nameLabel = UILabel()
    private let specialtyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        specialtyLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [nameLabel, specialtyLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = view.bounds.insetBy(dx: 24, dy: 48)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
        output?.viewDidLoad()
    }

    func show(name: String, specialty: String) {
        nameLabel.text = name
        specialtyLabel.text = specialty
    }
}

final class CuratorProfilePresenter {
    weak var view: CuratorProfileViewInput?

    func viewDidLoad() {
        view?.show(name: "Agnieszka Holm",
                   specialty: "Portable typewriters, ribbon spools and the 1930s Olympia line.")
    }
}

enum CuratorProfileBuilder {
    static func build() -> UIViewController {
        let view = CuratorProfileViewController()
        let presenter = CuratorProfilePresenter()
        view.output = presenter
        presenter.view = view
        return view
    }
}
