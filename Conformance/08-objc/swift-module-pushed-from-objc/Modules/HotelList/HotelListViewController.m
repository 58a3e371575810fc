//
//  HotelListViewController.m
//  Staybook
//

#import "HotelListViewController.h"

static NSString * const kHotelListCellIdentifier = @"HotelListCell";

@interface HotelListViewController ()

@property (nonatomic, copy) NSArray<NSString *> *hotels;

@end

@implementation HotelListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Hotels";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kHotelListCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - HotelListViewInput

- (void)showHotels:(NSArray<NSString *> *)hotels {
    self.hotels = hotels;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.hotels.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kHotelListCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.hotels[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectItemAtIndex:indexPath.row];
}

@end
