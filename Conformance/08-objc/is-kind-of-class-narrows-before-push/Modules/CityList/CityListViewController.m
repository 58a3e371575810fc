//
//  CityListViewController.m
//  Skyline
//

#import "CityListViewController.h"

static NSString * const kCityListCellIdentifier = @"CityListCell";

@interface CityListViewController ()

@property (nonatomic, copy) NSArray<NSString *> *cities;

@end

@implementation CityListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Cities";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kCityListCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - CityListViewInput

- (void)showCities:(NSArray<NSString *> *)cities {
    self.cities = cities;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.cities.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kCityListCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.cities[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectItemAtIndex:indexPath.row];
}

@end
