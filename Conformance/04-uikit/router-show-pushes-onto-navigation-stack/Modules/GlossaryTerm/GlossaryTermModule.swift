import UIKit

final class GlossaryTermViewController: UIViewController {

    var presenter: GlossaryTermPresenter!
    private let definitionLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.term.word
        definitionLabel.numberOfLines = 0
        definitionLabel.frame = view.bounds.insetBy(dx: 20, dy: 140)
        definitionLabel.text = presenter.term.definition
        view.addSubview(definitionLabel)
    }
}

final class GlossaryTermPresenter {

    let term: Term

    init(term: Term) {
        self.term = term
    }
}

enum GlossaryTermBuilder {

    static func build(term: Term) -> UIViewController {
        let view = GlossaryTermViewController()
        view.presenter = GlossaryTermPresenter(term: term)
        return view
    }
}
