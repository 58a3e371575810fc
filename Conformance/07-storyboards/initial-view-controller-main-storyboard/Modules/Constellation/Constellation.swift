import UIKit

enum ConstellationBuilder {
    static func build(constellation: VisibleConstellation) -> UIViewController {
        let view = ConstellationViewController()
        let interactor = ConstellationInteractor(sky: .shared)
        view.presenter = ConstellationPresenter(constellation: constellation, view: view, interactor: interactor)
        return view
    }
}

protocol ConstellationView: AnyObject {
    func show(title: String, story: String)
}

final class ConstellationViewController: UIViewController, ConstellationView {
    var presenter: ConstellationPresenter!

    private let titleLabel = UILabel()
    private let storyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        storyLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [titleLabel, storyLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor)
        ])
        presenter.viewDidLoad()
    }

    func show(title: String, story: String) {
        titleLabel.text = title
        storyLabel.text = story
    }
}

final class ConstellationPresenter {
    private let constellation: VisibleConstellation
    private weak var view: ConstellationView?
    private let interactor: ConstellationInteractor

    init(constellation: VisibleConstellation, view: ConstellationView, interactor: ConstellationInteractor) {
        self.constellation = constellation
        self.view = view
        self.interactor = interactor
    }

    func viewDidLoad() {
        Task { @MainActor in
            let story = await interactor.story(of: constellation)
            view?.show(title: constellation.name, story: "Brightest star: \(constellation.brightestStar)\n\n\(story)")
        }
    }
}

final class ConstellationInteractor {
    private let sky: SkyService

    init(sky: SkyService) {
        self.sky = sky
    }

    func story(of constellation: VisibleConstellation) async -> String {
        await sky.mythology(of: constellation.name)
    }
}
