import UIKit

final class DiscoverViewController: UICollectionViewController {

    var presenter: DiscoverPresenter!

    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Discover"
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "MixCell")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        presenter.mixes.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "MixCell", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = presenter.mixes[indexPath.item]
        (cell as? UICollectionViewListCell)?.contentConfiguration = content
        return cell
    }
}

final class DiscoverPresenter {

    let mixes = ["Daily Mix 1", "Late-night jazz", "Release radar"]
}

enum DiscoverBuilder {

    static func build() -> UIViewController {
        let view = DiscoverViewController()
        view.presenter = DiscoverPresenter()
        return view
    }
}
