import UIKit

protocol ProfileViewInput: AnyObject {
    func show(name: String, tripsCount: Int)
}

final class ProfileViewController: UIViewController, ProfileViewInput {

    var presenter: ProfileViewOutput!
    private let nameLabel = UILabel()
    private let tripsLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .systemBackground
        let stack = UIStackView(arrangedSubviews: [nameLabel, tripsLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = view.bounds.insetBy(dx: 24, dy: 160)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func show(name: String, tripsCount: Int) {
        nameLabel.text = name
        tripsLabel.text = "\(tripsCount) trips"
    }
}
