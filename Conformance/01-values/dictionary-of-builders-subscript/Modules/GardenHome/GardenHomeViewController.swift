import UIKit

final class GardenHomeViewController: UICollectionViewController {
    var presenter: GardenHomeViewOutput!
    private var sections: [GardenSection] = []

    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My garden"
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Section")
        sections = presenter.sections
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Section", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.item].title
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        presenter.didSelect(sections[indexPath.item])
    }
}
