import UIKit

protocol HelpViewInput: AnyObject {
    func display(title: String)
}

protocol HelpViewOutput: AnyObject {
    func viewDidLoad()
}

final class HelpViewController: UIViewController, HelpViewInput {
    var output: HelpViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class HelpPresenter: HelpViewOutput {
    weak var view: HelpViewInput?
    private let topic: String

    init(topic: String) {
        self.topic = topic
    }

    func viewDidLoad() {
        view?.display(title: "Help: \(topic)")
    }
}

enum HelpBuilder {
    static func build(topic: String) -> UIViewController {
        let view = HelpViewController()
        let presenter = HelpPresenter(topic: topic)
        view.output = presenter
        presenter.view = view
        return view
    }
}
