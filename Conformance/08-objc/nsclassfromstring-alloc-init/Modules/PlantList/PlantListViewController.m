//
//  PlantListViewController.m
//  Greenhouse
//

#import "PlantListViewController.h"

static NSString * const kPlantListCellIdentifier = @"PlantListCell";

@interface PlantListViewController ()

@property (nonatomic, copy) NSArray<NSString *> *plants;

@end

@implementation PlantListViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Plants";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kPlantListCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - PlantListViewInput

- (void)showPlants:(NSArray<NSString *> *)plants {
    self.plants = plants;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.plants.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kPlantListCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.plants[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectItemAtIndex:indexPath.row];
}

@end
