import UIKit

// MARK: - View

final class SpeciesViewController: UIViewController {

    var presenter: SpeciesPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.name
        let text = UITextView(frame: view.bounds.insetBy(dx: 16, dy: 100))
        text.isEditable = false
        text.font = .preferredFont(forTextStyle: .body)
        text.text = presenter.description
        view.addSubview(text)
    }
}

// MARK: - Presenter

final class SpeciesPresenter {

    let name: String

    init(name: String) {
        self.name = name
    }

    var description: String {
        "Field guide entry for \(name): plumage, call, habitat and the months it is most often seen."
    }
}

// MARK: - Builder

enum SpeciesBuilder {

    static func build(name: String) -> UIViewController {
        let view = SpeciesViewController()
        view.presenter = SpeciesPresenter(name: name)
        return view
    }
}
