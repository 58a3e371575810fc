//
//  PharmacyFinderModule.m
//  Dispensary
//

#import "PharmacyFinderModule.h"

#pragma mark - View

@implementation PharmacyFinderViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Out of stock nearby";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"PharmacyCell"];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return [self.presenter nearbyPharmacies].count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"PharmacyCell" forIndexPath:indexPath];
    cell.textLabel.text = [self.presenter nearbyPharmacies][indexPath.row];
    return cell;
}

@end

#pragma mark - Presenter

@implementation PharmacyFinderPresenter

- (NSArray<NSString *> *)nearbyPharmacies {
    return @[@"Harbour Street Pharmacy · 0.6 km", @"Linden Apothecary · 1.1 km", @"Northgate Chemist · 2.4 km"];
}

@end

#pragma mark - Assembly

@implementation PharmacyFinderAssembly

+ (UIViewController *)moduleForPrescription:(NSString *)prescriptionIdentifier {
    PharmacyFinderViewController *view = [[PharmacyFinderViewController alloc] initWithStyle:UITableViewStylePlain];
    PharmacyFinderPresenter *presenter = [[PharmacyFinderPresenter alloc] init];
    presenter.prescriptionIdentifier = prescriptionIdentifier;
    view.presenter = presenter;
    return view;
}

@end
