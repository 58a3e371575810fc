import UIKit

final class BirdProfileViewController: UIViewController {

    var presenter: BirdProfilePresenter!
    private let nameLabel = UILabel()
    private let latinLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.font = .preferredFont(forTextStyle: .title1)
        latinLabel.font = .italicSystemFont(ofSize: 17)
        nameLabel.text = presenter.name
        latinLabel.text = presenter.latinName
        let stack = UIStackView(arrangedSubviews: [nameLabel, latinLabel])
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = CGRect(x: 24, y: 40, width: view.bounds.width - 48, height: 80)
        view.addSubview(stack)
    }
}

final class BirdProfilePresenter {

    private let bird: Bird

    init(bird: Bird) {
        self.bird = bird
    }

    var name: String { bird.commonName }
    var latinName: String { bird.scientificName }
}

enum BirdProfileBuilder {

    static func build(bird: Bird) -> UIViewController {
        let view = BirdProfileViewController()
        view.presenter = BirdProfilePresenter(bird: bird)
        return view
    }
}
