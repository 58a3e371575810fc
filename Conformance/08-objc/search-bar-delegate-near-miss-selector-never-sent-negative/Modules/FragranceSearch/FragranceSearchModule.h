//
//  FragranceSearchModule.h
//  Sillage
//

#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@interface FragranceSearchPresenter : NSObject

- (instancetype)initWithQuery:(NSString *)query;
@property (nonatomic, copy, readonly) NSString *query;
@property (nonatomic, copy, readonly) NSArray<NSString *> *results;

@end

@interface FragranceSearchViewController : UITableViewController

@property (nonatomic, strong) FragranceSearchPresenter *presenter;

@end

@interface FragranceSearchAssembly : NSObject

+ (UIViewController *)buildModuleWithQuery:(NSString *)query;

@end

NS_ASSUME_NONNULL_END
