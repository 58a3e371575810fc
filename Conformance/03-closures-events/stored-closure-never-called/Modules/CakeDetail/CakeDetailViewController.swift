import UIKit

protocol CakeDetailViewInput: AnyObject {
    func show(name: String, isFavorite: Bool)
}

final class CakeDetailViewController: UIViewController, CakeDetailViewInput {

    var presenter: CakeDetailViewOutput!
    private let nameLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.font = .preferredFont(forTextStyle: .title1)
        nameLabel.frame = CGRect(x: 20, y: 140, width: view.bounds.width - 40, height: 44)
        view.addSubview(nameLabel)
        presenter.viewDidLoad()
    }

    func show(name: String, isFavorite: Bool) {
        nameLabel.text = name
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: isFavorite ? "heart.fill" : "heart"),
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(favoriteTapped))
    }

    @objc private func favoriteTapped() {
        presenter.didTapFavorite()
    }
}
