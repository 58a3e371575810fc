//
//  RecordDetailAssembly.h
//  Groove
//

#import <UIKit/UIKit.h>

@class Record;

NS_ASSUME_NONNULL_BEGIN

@interface RecordDetailAssembly : NSObject

+ (UIViewController *)buildModuleWithRecord:(Record *)record;

@end

NS_ASSUME_NONNULL_END
