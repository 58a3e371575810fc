import UIKit

protocol CityIntroViewInput: AnyObject {
    func show(headline: String, body: String)
}

final class CityIntroViewController: UIViewController, CityIntroViewInput {
    var presenter: CityIntroPresenter!
    private let headlineLabel = UILabel()
    private let bodyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        headlineLabel.font = .preferredFont(forTextStyle: .largeTitle)
        bodyLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [headlineLabel, bodyLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.frame = view.bounds.insetBy(dx: 24, dy: 100)
        view.addSubview(stack)
        presenter.viewDidLoad()
    }

    func show(headline: String, body: String) {
        headlineLabel.text = headline
        bodyLabel.text = body
    }
}

final class CityIntroPresenter {
    weak var view: CityIntroViewInput?
    var interactor: CityIntroInteractor!

    func viewDidLoad() {
        let intro = interactor.introduction()
        view?.show(headline: intro.headline, body: intro.body)
    }
}

final class CityIntroInteractor {
    let city: String

    init(city: String) {
        self.city = city
    }

    func introduction() -> (headline: String, body: String) {
        ("Welcome to \(city)", "Cobbled streets, tiled facades and the best custard tarts you will ever eat.")
    }
}

enum CityIntroBuilder {
    static func build(city: String) -> UIViewController {
        let view = CityIntroViewController()
        let presenter = CityIntroPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = CityIntroInteractor(city: city)
        return view
    }
}
