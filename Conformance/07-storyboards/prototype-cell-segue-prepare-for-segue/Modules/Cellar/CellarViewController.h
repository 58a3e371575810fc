//
//  CellarViewController.h
//  Corkboard
//

#import <UIKit/UIKit.h>

@class Wine;
@protocol WineDetailModuleInput;

NS_ASSUME_NONNULL_BEGIN

@protocol CellarViewInput <NSObject>
- (void)showWines:(NSArray<Wine *> *)wines;
@end

@protocol CellarViewOutput <NSObject>
- (void)didTriggerViewReadyEvent;
- (void)configureWineDetailModule:(id<WineDetailModuleInput>)moduleInput forWineAtIndex:(NSUInteger)index;
@end

@interface CellarViewController : UITableViewController <CellarViewInput>

@property (nonatomic, strong) id<CellarViewOutput> output;

@end

NS_ASSUME_NONNULL_END
