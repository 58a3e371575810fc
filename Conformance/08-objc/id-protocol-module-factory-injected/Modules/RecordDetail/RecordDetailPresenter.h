//
//  RecordDetailPresenter.h
//  Groove
//

#import <Foundation/Foundation.h>
#import "RecordDetailViewController.h"

@class Record;

NS_ASSUME_NONNULL_BEGIN

@interface RecordDetailPresenter : NSObject <RecordDetailViewOutput>

@property (nonatomic, weak) id<RecordDetailViewInput> view;

- (instancetype)initWithRecord:(Record *)record;

@end

NS_ASSUME_NONNULL_END
