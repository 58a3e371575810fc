import UIKit
import RxRelay

struct AddFeedModule {
    let viewController: UIViewController
    let output: AddFeedModuleOutput
}

protocol AddFeedModuleOutput: AnyObject {
    var feedAdded: PublishRelay<Show> { get }
}

final class AddFeedViewController: UIViewController {

    var presenter: AddFeedPresenter!
    private let urlField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Add a feed"
        view.backgroundColor = .systemBackground
        urlField.placeholder = "https://"
        urlField.keyboardType = .URL
        urlField.autocapitalizationType = .none
        urlField.frame = CGRect(x: 20, y: 120, width: 320, height: 44)
        view.addSubview(urlField)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Subscribe",
            style: .done,
            target: self,
            action: #selector(subscribeTapped)
        )
    }

    @objc private func subscribeTapped() {
        presenter.didTapSubscribe(urlText: urlField.text ?? "")
    }

    func showInvalidURL() {
        urlField.textColor = .systemRed
    }
}

final class AddFeedInteractor {

    private let library: FeedLibrary

    init(library: FeedLibrary) {
        self.library = library
    }

    func subscribe(to urlText: String) -> Show? {
        guard let url = URL(string: urlText), url.scheme?.hasPrefix("http") == true else { return nil }
        let show = Show(title: url.deletingPathExtension().lastPathComponent.capitalized, feedURL: url)
        library.add(show)
        return show
    }
}

final class AddFeedPresenter: AddFeedModuleOutput {

    weak var view: AddFeedViewController?
    let feedAdded = PublishRelay<Show>()
    private let interactor: AddFeedInteractor

    init(interactor: AddFeedInteractor) {
        self.interactor = interactor
    }

    func didTapSubscribe(urlText: String) {
        guard let show = interactor.subscribe(to: urlText) else {
            view?.showInvalidURL()
            return
        }
        feedAdded.accept(show)
    }
}

enum AddFeedBuilder {

    static func build(library: FeedLibrary) -> AddFeedModule {
        let view = AddFeedViewController()
        let presenter = AddFeedPresenter(interactor: AddFeedInteractor(library: library))
        presenter.view = view
        view.presenter = presenter
        return AddFeedModule(viewController: view, output: presenter)
    }
}
