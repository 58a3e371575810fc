import UIKit

protocol TrailDetailViewInput: AnyObject {
    func display(title: String)
}

protocol TrailDetailViewOutput: AnyObject {
    func viewDidLoad()
}

final class TrailDetailViewController: UIViewController, TrailDetailViewInput {
    var output: TrailDetailViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class TrailDetailPresenter: TrailDetailViewOutput {
    weak var view: TrailDetailViewInput?
    private let interactor = TrailDetailInteractor()
    private let trailID: String

    init(trailID: String) {
        self.trailID = trailID
    }

    func viewDidLoad() {
        view?.display(title: trailID)
        interactor.load { _ in }
    }
}

final class TrailDetailInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum TrailDetailBuilder {
    static func build(trailID: String) -> UIViewController {
        let view = TrailDetailViewController()
        let presenter = TrailDetailPresenter(trailID: trailID)
        view.output = presenter
        presenter.view = view
        return view
    }
}
