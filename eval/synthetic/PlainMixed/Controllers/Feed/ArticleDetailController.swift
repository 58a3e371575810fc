import UIKit

final class ArticleDetailController: UIViewController {

    private let article: Article
    private let textView = UITextView()

    init(article: Article) {
        self.article = article
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = article.title
        view.backgroundColor = .systemBackground
        textView.isEditable = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.text = article.body
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "safari"), style: .plain,
                            target: self, action: #selector(openOriginal)),
            UIBarButtonItem(image: UIImage(systemName: "bubble.left"), style: .plain,
                            target: self, action: #selector(messageAuthor))
        ]
    }

    @objc private func openOriginal() {
        let web = WebContentViewController(url: article.url)
        navigationController?.pushViewController(web, animated: true)
    }

    /// Starts a chat with the author using the VIPER Conversation module.
    @objc private func messageAuthor() {
        let conversation = ConversationRouter.createModule(context: .newThread(with: article.author))
        let navigation = UINavigationController(rootViewController: conversation)
        present(navigation, animated: true)
    }
}
