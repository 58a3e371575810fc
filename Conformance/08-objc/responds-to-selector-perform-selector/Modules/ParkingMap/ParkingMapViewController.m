//
//  ParkingMapViewController.m
//  ParkEasy
//

#import "ParkingMapViewController.h"

static NSString * const kParkingMapCellIdentifier = @"ParkingMapCell";

@interface ParkingMapViewController ()

@property (nonatomic, copy) NSArray<NSString *> *spots;

@end

@implementation ParkingMapViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Nearby Parking";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kParkingMapCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - ParkingMapViewInput

- (void)showSpots:(NSArray<NSString *> *)spots {
    self.spots = spots;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.spots.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kParkingMapCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.spots[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectItemAtIndex:indexPath.row];
}

@end
