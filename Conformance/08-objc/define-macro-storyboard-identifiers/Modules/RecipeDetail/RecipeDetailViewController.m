//
//  RecipeDetailViewController.m
//  Pantry
//

#import "RecipeDetailViewController.h"
#import "RecipeDetailAssembly.h"

static NSString * const kRecipeDetailCellIdentifier = @"RecipeDetailCell";

@interface RecipeDetailViewController ()

@property (nonatomic, copy) NSArray<NSString *> *steps;

@end

@implementation RecipeDetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Recipe";
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:kRecipeDetailCellIdentifier];
    [self.output didTriggerViewReadyEvent];
}

#pragma mark - RecipeDetailViewInput

- (void)showSteps:(NSArray<NSString *> *)steps {
    self.steps = steps;
    [self.tableView reloadData];
}

#pragma mark - UITableViewDataSource

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.steps.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:kRecipeDetailCellIdentifier forIndexPath:indexPath];
    cell.textLabel.text = self.steps[indexPath.row];
    return cell;
}

- (void)awakeFromNib {
    [super awakeFromNib];
    [RecipeDetailAssembly assembleModuleWithView:self];
}

@end
