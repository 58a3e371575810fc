import UIKit

final class PlantCell: UITableViewCell {
    static let reuseIdentifier = "PlantCell"

    private let dropImageView = UIImageView(image: UIImage(systemName: "drop.fill"))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
        dropImageView.tintColor = .systemBlue
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with plant: PlantList.Load.ViewModel.DisplayedPlant) {
        textLabel?.text = plant.name
        detailTextLabel?.text = "\(plant.species) · \(plant.wateringHint)"
        detailTextLabel?.textColor = plant.isThirsty ? .systemOrange : .secondaryLabel
        accessoryView = plant.isThirsty ? dropImageView : nil
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        accessoryView = nil
        detailTextLabel?.textColor = .secondaryLabel
    }
}
