//
//  ParcelsViewController.m
//  Parcelly
//

#import "ParcelsViewController.h"
#import "Parcel.h"

static NSString * const kParcelCellIdentifier = @"ParcelCell";

@interface ParcelsViewController ()

@property (nonatomic, copy) NSArray<Parcel *> *parcels;

@end

@implementation ParcelsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Deliveries";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kParcelCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - ParcelsViewInput

- (void)showParcels:(NSArray<Parcel *> *)parcels {
    self.parcels = parcels;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.parcels.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kParcelCellIdentifier forIndexPath:indexPath];
    Parcel *parcel = self.parcels[indexPath.row];
    cell.textLabel.text = [NSString stringWithFormat:@"%@ · %@", parcel.courierName, parcel.status];
    cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectParcelAtIndex:indexPath.row];
}

@end
