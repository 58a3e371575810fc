import UIKit

struct NewsRouter {
    weak var viewController: UIViewController?
    var articleScreen: (Article) -> UIViewController = { ArticleReaderBuilder.build(article: $0) }

    func openArticle(_ article: Article) {
        let screen = articleScreen(article)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
