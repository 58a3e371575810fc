import UIKit

final class ShelfViewController: UIViewController {

    var presenter: ShelfViewOutput!
    let recentBooksContainer = UIView()
    private let loansLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .search, target: self, action: #selector(searchTapped))
        recentBooksContainer.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 220)
        recentBooksContainer.autoresizingMask = [.flexibleWidth]
        loansLabel.frame = CGRect(x: 20, y: 340, width: view.bounds.width - 40, height: 44)
        view.addSubview(recentBooksContainer)
        view.addSubview(loansLabel)
        presenter.viewDidLoad()
    }

    func showLoansCount(_ count: Int) {
        loansLabel.text = "\(count) books on loan"
    }

    @objc private func searchTapped() {
        presenter.didTapSearch()
    }
}
