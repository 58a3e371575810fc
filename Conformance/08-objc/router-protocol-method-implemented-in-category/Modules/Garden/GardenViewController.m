//
//  GardenViewController.m
//  Sprout
//

#import "GardenViewController.h"

static NSString * const kPlantCellIdentifier = @"PlantCell";

@interface GardenViewController ()

@property (nonatomic, copy) NSArray<NSString *> *plants;

@end

@implementation GardenViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"My Garden";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kPlantCellIdentifier];
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Watering" style:UIBarButtonItemStylePlain target:self action:@selector(wateringTapped:)];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - GardenViewInput

- (void)showPlants:(NSArray<NSString *> *)plants {
    self.plants = plants;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.plants.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kPlantCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.plants[indexPath.row];
    return cell;
}

#pragma mark - UITableViewDelegate

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    [tableView deselectRowAtIndexPath:indexPath animated:YES];
    [self.output didSelectPlantAtIndex:indexPath.row];
}

#pragma mark - Actions

- (void)wateringTapped:(id)sender {
    [self.output didTapWateringSchedule];
}

@end
