import { STANDARD_FEE_RATES, type FeeRates } from '@pagora/shared';
import type { SandboxPersistence, StoredRecord } from './persistence';

/**
 * The sandbox's seller-money settings and antecipações (issue 38): the fee rates it takes, whether
 * Zoop has enabled antecipação for the marketplace, a refusal armed by a test, and each
 * antecipação asked. Written through to the sandbox's table like the rest of its state.
 */

export type SbPrepaidReceivable = {
  /** The ledger receivable's id (`{transaction}-{installment}`, per seller). */
  id: string;
  transactionId: string;
  installment: number;
  /** Its amount when anticipated, before the fee. */
  amountCents: number;
  expectedOn: string;
  feeCents: number;
};

export type SbPrepayment = {
  id: string;
  customer: string;
  /** `approved` until the money arrives (`paid`); `refused` never touched a receivable. */
  status: 'approved' | 'paid' | 'refused';
  statusDetail: string | null;
  /** Brasília day the money arrives. */
  prepaymentDate: string;
  grossCents: number;
  feeCents: number;
  receivables: SbPrepaidReceivable[];
  /** On the money-out clock: when it was asked (and approved or refused at once). */
  createdAt: Date;
  updatedAt: Date;
};

type SbMoneySettings = {
  id: 'settings';
  /** null: STANDARD_FEE_RATES. */
  feeRates: FeeRates | null;
  prepaymentEnabled: boolean;
  refuseNext: string | null;
};

export class MoneyStore {
  private rates: FeeRates | null = null;
  prepaymentEnabled = true;
  /** The reason the next antecipação is refused with (`/_control/prepayments/refuse-next`). */
  refuseNext: string | null = null;
  readonly prepayments = new Map<string, SbPrepayment>();

  constructor(
    private readonly persistence: SandboxPersistence | null = null,
    /** The rates the sandbox was started with (its option), what a reset goes back to. */
    private readonly startRates: FeeRates | null = null,
  ) {
    this.rates = startRates;
  }

  get feeRates(): FeeRates {
    return this.rates ?? STANDARD_FEE_RATES;
  }

  setFeeRates(rates: FeeRates | null): void {
    this.rates = rates;
    this.saveSettings();
  }

  setPrepaymentEnabled(enabled: boolean): void {
    this.prepaymentEnabled = enabled;
    this.saveSettings();
  }

  setRefuseNext(reason: string | null): void {
    this.refuseNext = reason;
    this.saveSettings();
  }

  /** Call again after every change to it (its status). */
  savePrepayment(p: SbPrepayment): void {
    this.prepayments.set(p.id, p);
    this.persistence?.save('prepayment', p.id, p);
  }

  async load(): Promise<void> {
    if (this.persistence) this.apply(await this.persistence.load());
  }

  /** Takes stored objects in (a restart's load, or another instance's writes read back). */
  apply(rows: StoredRecord[]): void {
    for (const row of rows) {
      if (row.kind === 'prepayment') {
        const p = row.data as SbPrepayment;
        this.prepayments.set(p.id, p);
      } else if (row.kind === 'money_settings') {
        const s = row.data as SbMoneySettings;
        this.rates = s.feeRates;
        this.prepaymentEnabled = s.prepaymentEnabled;
        this.refuseNext = s.refuseNext;
      }
    }
  }

  /** In memory only: `/_control/reset` clears the stored rows of every kind at once. */
  clear(): void {
    this.rates = this.startRates;
    this.prepaymentEnabled = true;
    this.refuseNext = null;
    this.prepayments.clear();
  }

  private saveSettings(): void {
    const settings: SbMoneySettings = {
      id: 'settings',
      feeRates: this.rates,
      prepaymentEnabled: this.prepaymentEnabled,
      refuseNext: this.refuseNext,
    };
    this.persistence?.save('money_settings', settings.id, settings);
  }
}
