import UIKit

protocol DiscoverView: AnyObject {
    func display(categories: [String])
}

final class DiscoverViewController: UICollectionViewController, DiscoverView {
    var presenter: DiscoverPresenter!
    private var categories: [String] = []

    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Category")
        presenter.viewDidLoad()
    }

    func display(categories: [String]) {
        self.categories = categories
        collectionView.reloadData()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        categories.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Category", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = categories[indexPath.item]
        cell.contentConfiguration = content
        return cell
    }
}

final class DiscoverPresenter {
    weak var view: DiscoverView?

    func viewDidLoad() {
        view?.display(categories: ["True crime", "Science", "Comedy", "History"])
    }
}

enum DiscoverBuilder {
    static func build() -> UIViewController {
        let view = DiscoverViewController()
        let presenter = DiscoverPresenter()
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
