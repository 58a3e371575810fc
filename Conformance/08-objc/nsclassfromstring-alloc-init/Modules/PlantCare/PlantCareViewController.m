//
//  PlantCareViewController.m
//  Greenhouse
//

#import "PlantCareViewController.h"
#import "PlantCareAssembly.h"

static NSString * const kPlantCareCellIdentifier = @"PlantCareCell";

@interface PlantCareViewController ()

@property (nonatomic, copy) NSArray<NSString *> *tips;

@end

@implementation PlantCareViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Care Guide";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kPlantCareCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - PlantCareViewInput

- (void)showTips:(NSArray<NSString *> *)tips {
    self.tips = tips;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.tips.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kPlantCareCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.tips[indexPath.row];
    return cell;
}

- (instancetype)init {
    self = [super initWithStyle:UITableViewStylePlain];
    if (self) {
        [PlantCareAssembly assembleModuleWithView:self];
    }
    return self;
}

@end
