protocol CatalogViewInput: AnyObject {
    func showSections(_ titles: [String])
}

protocol CatalogViewOutput: AnyObject {
    func viewDidLoad()
}
