import UIKit

protocol GlossaryViewInput: AnyObject {
    func display(title: String)
}

protocol GlossaryViewOutput: AnyObject {
    func viewDidLoad()
}

final class GlossaryViewController: UIViewController, GlossaryViewInput {
    var output: GlossaryViewOutput?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        output?.viewDidLoad()
    }

    func display(title: String) {
        self.title = title
    }
}

final class GlossaryPresenter: GlossaryViewOutput {
    weak var view: GlossaryViewInput?
    private let interactor = GlossaryInteractor()
    private let term: String

    init(term: String) {
        self.term = term
    }

    func viewDidLoad() {
        view?.display(title: term.isEmpty ? "Glossary" : term)
        interactor.load { _ in }
    }
}

final class GlossaryInteractor {
    func load(completion: @escaping ([String]) -> Void) {
        completion([])
    }
}

enum GlossaryBuilder {
    static func build(term: String) -> UIViewController {
        let view = GlossaryViewController()
        let presenter = GlossaryPresenter(term: term)
        view.output = presenter
        presenter.view = view
        return view
    }
}
