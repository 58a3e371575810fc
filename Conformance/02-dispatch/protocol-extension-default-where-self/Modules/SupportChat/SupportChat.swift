import UIKit

protocol SupportChatViewInput: AnyObject {
    func display(title: String)
}

protocol SupportChatViewOutput: AnyObject {
    func viewDidLoad()
}

final class SupportChatViewController: UIViewController, SupportChatViewInput {
    var output: SupportChatViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class SupportChatPresenter: SupportChatViewOutput {
    weak var view: SupportChatViewInput?
    private let interactor = SupportChatInteractor()
    private let topic: String

    init(topic: String) {
        self.topic = topic
    }

    func viewDidLoad() {
        view?.display(title: topic)
        interactor.load { _ in }
    }
}

final class SupportChatInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum SupportChatBuilder {
    static func build(topic: String) -> UIViewController {
        let view = SupportChatViewController()
        let presenter = SupportChatPresenter(topic: topic)
        view.output = presenter
        presenter.view = view
        return view
    }
}
