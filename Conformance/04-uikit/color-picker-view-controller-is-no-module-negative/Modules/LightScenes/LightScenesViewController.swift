import UIKit

final class LightScenesViewController: UICollectionViewController {

    var presenter: LightScenesPresenter!

    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Scenes"
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Scene")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        presenter.scenes.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Scene", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = presenter.scenes[indexPath.item].name
        content.image = UIImage(systemName: "lightbulb.fill")
        content.imageProperties.tintColor = presenter.scenes[indexPath.item].color
        cell.contentConfiguration = content
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        presenter.didSelectScene(at: indexPath.item)
    }
}
