import UIKit

final class TagEditorViewController: UIViewController {

    var presenter: TagEditorPresenter!
    private let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        field.borderStyle = .roundedRect
        field.frame = CGRect(x: 20, y: 80, width: 320, height: 44)
        field.text = presenter.joinedTags
        view.addSubview(field)
    }
}

final class TagEditorPresenter {

    private(set) var tags: [String]

    init(tags: [String]) {
        self.tags = tags
    }

    var joinedTags: String {
        tags.joined(separator: ", ")
    }
}

enum TagEditorBuilder {

    static func build(tags: [String]) -> UIViewController {
        let view = TagEditorViewController()
        view.presenter = TagEditorPresenter(tags: tags)
        return view
    }
}
