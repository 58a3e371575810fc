import UIKit

final class ArticleReaderViewController: UIViewController {
    var presenter: ArticleReaderPresenter!
    private let bodyLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.section
        navigationItem.largeTitleDisplayMode = .never
        bodyLabel.numberOfLines = 0
        bodyLabel.text = presenter.text
        bodyLabel.frame = view.bounds.insetBy(dx: 20, dy: 100)
        view.addSubview(bodyLabel)
    }
}

final class ArticleReaderPresenter {
    private let article: Article

    init(article: Article) {
        self.article = article
    }

    var section: String { article.section }
    var text: String { "\(article.headline)\n\n\(article.body)" }
}

enum ArticleReaderBuilder {
    static func build(article: Article) -> UIViewController {
        let view = ArticleReaderViewController()
        view.presenter = ArticleReaderPresenter(article: article)
        return view
    }
}
