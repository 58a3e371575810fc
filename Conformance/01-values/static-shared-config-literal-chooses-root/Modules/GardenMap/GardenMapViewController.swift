import UIKit

protocol GardenMapViewInput: AnyObject {
    func showBeds(_ beds: [Bed])
}

final class GardenMapViewController: UICollectionViewController, GardenMapViewInput {

    var presenter: GardenMapViewOutput!
    private let tileStyle: String
    private var beds: [Bed] = []

    init(tileStyle: String) {
        self.tileStyle = tileStyle
        super.init(collectionViewLayout: UICollectionViewFlowLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Garden map"
        collectionView.backgroundColor = tileStyle.hasSuffix("light") ? .systemGreen.withAlphaComponent(0.1) : .black
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "PlantCell")
        presenter.viewDidLoad()
    }

    func showBeds(_ beds: [Bed]) {
        self.beds = beds
        collectionView.reloadData()
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        beds.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        beds[section].plantIDs.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PlantCell", for: indexPath) as! UICollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = beds[indexPath.section].plantIDs[indexPath.item]
        content.secondaryText = beds[indexPath.section].name
        cell.contentConfiguration = content
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        presenter.didTapPlant(id: beds[indexPath.section].plantIDs[indexPath.item])
    }
}
