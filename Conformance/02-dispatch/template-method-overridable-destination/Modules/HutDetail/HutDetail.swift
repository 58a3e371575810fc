import UIKit

protocol HutDetailViewInput: AnyObject {
    func display(title: String)
}

protocol HutDetailViewOutput: AnyObject {
    func viewDidLoad()
}

final class HutDetailViewController: UIViewController, HutDetailViewInput {
    var output: HutDetailViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class HutDetailPresenter: HutDetailViewOutput {
    weak var view: HutDetailViewInput?
    private let interactor = HutDetailInteractor()
    private let hutID: String

    init(hutID: String) {
        self.hutID = hutID
    }

    func viewDidLoad() {
        view?.display(title: hutID)
        interactor.load { _ in }
    }
}

final class HutDetailInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum HutDetailBuilder {
    static func build(hutID: String) -> UIViewController {
        let view = HutDetailViewController()
        let presenter = HutDetailPresenter(hutID: hutID)
        view.output = presenter
        presenter.view = view
        return view
    }
}
