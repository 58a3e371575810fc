protocol ObjectDetailPresenterInput: AnyObject {
    var object: SkyObject { get }
    func didTapLog()
    func didTapStarMap()
}
